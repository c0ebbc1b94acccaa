import {
  ArrowRight,
  Briefcase,
  BuildingComplex,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  Clock,
  ExternalLink,
  Heart,
  type IconNode,
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
} from 'lucide';
import { providerIcons, socialIcons } from './brand-icons';
import { Icon, type IconProps } from './icon';

type IconComponent = (props: Omit<IconProps, 'node'>) => React.ReactNode;

/** One of lucide's drawings as a component of the map below, with its own defaults. */
const drawn =
  (node: IconNode, defaults?: Omit<IconProps, 'node'>): IconComponent =>
  (props) => <Icon node={node} {...defaults} {...props} />;

/** Every icon the app uses, by name. All ship with the app; none is fetched at run time. */
export const icons = {
  'alert-circle': drawn(CircleAlert),
  'arrow-right': drawn(ArrowRight),
  briefcase: drawn(Briefcase),
  building: drawn(BuildingComplex),
  check: drawn(Check),
  'chevron-down': drawn(ChevronDown),
  'chevron-left': drawn(ChevronLeft),
  'chevron-right': drawn(ChevronRight),
  'chevron-up': drawn(ChevronUp),
  clock: drawn(Clock),
  close: drawn(X),
  'external-link': drawn(ExternalLink),
  heart: drawn(Heart),
  'heart-filled': drawn(Heart, { fill: 'currentColor' }),
  mail: drawn(Mail),
  'map-pin': drawn(MapPin),
  menu: drawn(Menu),
  newspaper: drawn(Newspaper),
  play: drawn(Play),
  search: drawn(Search),
  share: drawn(Share2),
  upload: drawn(Upload),
  user: drawn(User),
  users: drawn(Users),
  ...socialIcons,
  ...providerIcons,
} as const;

export type IconName = keyof typeof icons;
