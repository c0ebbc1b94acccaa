import {
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Heart,
  type IconNode,
  Menu,
  Pause,
  Play,
  Search,
  Share2,
  X,
} from 'lucide';
import { Icon } from './icon';
import type { SpriteIconName } from './sprite-icon';

const DRAWINGS: Record<SpriteIconName, IconNode> = {
  'alert-circle': CircleAlert,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  close: X,
  heart: Heart,
  menu: Menu,
  pause: Pause,
  play: Play,
  search: Search,
  share: Share2,
};

/**
 * The lucide drawings `SpriteIcon` refers to, rendered once into each page by the server.
 * Each takes its fill from the icon that uses it.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {Object.entries(DRAWINGS).map(([name, drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon node={drawing} fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}
