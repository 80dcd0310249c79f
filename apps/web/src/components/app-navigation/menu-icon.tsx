import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import {
  faAddressCard,
  faArrowsRotate,
  faBell,
  faBook,
  faBriefcase,
  faBuilding,
  faCalendarDays,
  faChartBar,
  faChartPie,
  faCircle,
  faCircleQuestion,
  faClipboardList,
  faComments,
  faCopy,
  faDollarSign,
  faFaceSmile,
  faFile,
  faGear,
  faGem,
  faGift,
  faHeart,
  faHouse,
  faIdCard,
  faMagnifyingGlass,
  faMap,
  faMobileScreen,
  faNewspaper,
  faPaperPlane,
  faPenToSquare,
  faShieldHalved,
  faStar,
  faTooth,
  faUsers,
} from '@fortawesome/free-solid-svg-icons';

/** The spec's menu icon names and the Font Awesome icon drawn for each. */
export const MENU_ICONS: Readonly<Record<string, IconDefinition>> = {
  home: faHouse,
  calendar: faCalendarDays,
  search: faMagnifyingGlass,
  building: faBuilding,
  'address card': faAddressCard,
  'chart pie': faChartPie,
  comments: faComments,
  star: faStar,
  book: faBook,
  newspaper: faNewspaper,
  shield: faShieldHalved,
  cog: faGear,
  file: faFile,
  gift: faGift,
  'clipboard list': faClipboardList,
  edit: faPenToSquare,
  'paper plane': faPaperPlane,
  bell: faBell,
  mobile: faMobileScreen,
  'id card': faIdCard,
  dollar: faDollarSign,
  circle: faCircle,
  map: faMap,
  heart: faHeart,
  smile: faFaceSmile,
  gem: faGem,
  tooth: faTooth,
  users: faUsers,
  briefcase: faBriefcase,
  'chart bar': faChartBar,
  copy: faCopy,
  sync: faArrowsRotate,
};

/** Drawn for any name that is not in the list. */
export const DEFAULT_MENU_ICON: IconDefinition = faCircleQuestion;

/** 'Address Card', 'address-card' and 'address_card' all name the same icon. */
const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The icon for a menu icon name; unknown names give the default icon. */
export function menuIconFor(name: string | null | undefined): IconDefinition {
  if (!name) return DEFAULT_MENU_ICON;
  const key = normalise(name);
  return Object.hasOwn(MENU_ICONS, key) ? MENU_ICONS[key] : DEFAULT_MENU_ICON;
}

/** A menu icon by name, decorative (the label beside it names the link). */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  return <FontAwesomeIcon icon={menuIconFor(name)} className={className} fixedWidth aria-hidden="true" />;
}
