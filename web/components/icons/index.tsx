import {
  AlertCircle,
  ArrowRight,
  Briefcase,
  Building2,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Clock,
  ExternalLink,
  Heart,
  Mail,
  MapPin,
  Menu,
  Newspaper,
  Play,
  Search,
  Share2,
  Upload,
  User,
  Users,
  X,
} from 'lucide-react';
import { providerIcons, socialIcons } from './brand-icons';

/** A filled heart: a followed company or job offer. */
export function HeartFilledIcon(props: React.ComponentProps<typeof Heart>) {
  return <Heart fill="currentColor" {...props} />;
}

/** Every icon the app uses, by name. All ship with the app; none is fetched at run time. */
export const icons = {
  'alert-circle': AlertCircle,
  'arrow-right': ArrowRight,
  briefcase: Briefcase,
  building: Building2,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  clock: Clock,
  close: X,
  'external-link': ExternalLink,
  heart: Heart,
  'heart-filled': HeartFilledIcon,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  newspaper: Newspaper,
  play: Play,
  search: Search,
  share: Share2,
  upload: Upload,
  user: User,
  users: Users,
  ...socialIcons,
  ...providerIcons,
} as const;

export type IconName = keyof typeof icons;
