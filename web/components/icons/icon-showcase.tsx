import { icons } from '.';

/** Every icon of the app with its name: the internal B2B icons page. */
export function IconShowcase() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6" data-testid="icon-showcase">
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          className="flex flex-col items-center gap-3 rounded-2xl border border-gray-200 bg-white p-5 text-dark-blue shadow-sm"
        >
          <Icon className="h-8 w-8" />
          <code className="text-xs text-gray-600">{name}</code>
        </li>
      ))}
    </ul>
  );
}
