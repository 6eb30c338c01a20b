import { Icon, type IconProps } from '../../components/icons';

/** Line icons the location pages use beside the shared set (ui/components/icons.tsx). */
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Icon>
);

export const NavigationIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m3 11 19-9-9 19-2-8-8-2z" />
  </Icon>
);

export const MobileIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);

export const BadgeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
