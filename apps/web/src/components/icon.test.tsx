import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faBars } from '@fortawesome/free-solid-svg-icons/faBars';
import { faCircleUser } from '@fortawesome/free-solid-svg-icons/faCircleUser';
import { faFacebookF } from '@fortawesome/free-brands-svg-icons/faFacebookF';
import { Icon } from './icon';

describe('Icon', () => {
  it.each([
    ['a solid icon', faBars, undefined],
    ['a solid icon with a class', faCircleUser, 'cs-account__icon'],
    ['a brand icon', faFacebookF, undefined],
  ])('draws %s as FontAwesomeIcon does', (_, icon, className) => {
    expect(renderToString(<Icon icon={icon} className={className} />)).toBe(renderToString(<FontAwesomeIcon icon={icon} className={className} />));
  });
});
