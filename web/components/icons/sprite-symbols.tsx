import {
  ArrowLeft,
  ArrowRight,
  Banknote,
  BellPlus,
  Briefcase,
  BuildingComplex,
  CalendarClock,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleOff,
  Clock,
  Heart,
  type IconNode,
  Laptop,
  Mail,
  MapPin,
  Menu,
  Mic,
  Newspaper,
  Pause,
  Play,
  Search,
  SearchX,
  Share2,
  SlidersHorizontal,
  TrendingUp,
  Users,
  X,
} from 'lucide';
import { socialIcons } from './brand-icons';
import { Icon } from './icon';
import type { SpriteIconName } from './sprite-icon';

const DRAWINGS: Record<Exclude<SpriteIconName, keyof typeof socialIcons>, IconNode> = {
  'alert-circle': CircleAlert,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  banknote: Banknote,
  'bell-plus': BellPlus,
  briefcase: Briefcase,
  building: BuildingComplex,
  'calendar-clock': CalendarClock,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-off': CircleOff,
  clock: Clock,
  close: X,
  heart: Heart,
  laptop: Laptop,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  mic: Mic,
  newspaper: Newspaper,
  pause: Pause,
  play: Play,
  search: Search,
  'search-x': SearchX,
  share: Share2,
  sliders: SlidersHorizontal,
  'trending-up': TrendingUp,
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
