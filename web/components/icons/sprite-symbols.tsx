import {
  Banknote,
  Briefcase,
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Clock,
  Heart,
  type IconNode,
  MapPin,
  Menu,
  Pause,
  Play,
  Search,
  Share2,
  Users,
  X,
} from 'lucide';
import { socialIcons } from './brand-icons';
import { Icon } from './icon';
import type { SpriteIconName } from './sprite-icon';

const DRAWINGS: Record<Exclude<SpriteIconName, keyof typeof socialIcons>, IconNode> = {
  'alert-circle': CircleAlert,
  banknote: Banknote,
  briefcase: Briefcase,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  clock: Clock,
  close: X,
  heart: Heart,
  'map-pin': MapPin,
  menu: Menu,
  pause: Pause,
  play: Play,
  search: Search,
  share: Share2,
  users: Users,
};

/**
 * The drawings `SpriteIcon` refers to, as the site's icon sprite (`web/public/icons.svg`,
 * written by `pnpm icons:generate`). Each lucide drawing takes its fill from the icon that uses it.
 */
export function SpriteSymbols() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      {Object.entries(DRAWINGS).map(([name, drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon node={drawing} fill="inherit" />
        </symbol>
      ))}
      {Object.entries(socialIcons).map(([name, Drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Drawing />
        </symbol>
      ))}
    </svg>
  );
}
