import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';

/**
 * A Font Awesome icon drawn straight from its definition, with the same markup and classes as
 * FontAwesomeIcon (styled by fontawesome-svg-core/styles.css) but without the icon library's
 * runtime, which public pages do not need. Decorative: hidden from assistive technology.
 */
export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const [width, height, , , paths] = icon.icon;
  return (
    <svg
      data-prefix={icon.prefix}
      data-icon={icon.iconName}
      className={`svg-inline--fa fa-${icon.iconName}${className ? ` ${className}` : ''}`}
      role="img"
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
    >
      {typeof paths === 'string' ? <path fill="currentColor" d={paths} /> : paths.map((d) => <path key={d} fill="currentColor" d={d} />)}
    </svg>
  );
}
