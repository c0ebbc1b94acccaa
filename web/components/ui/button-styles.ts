export const buttonVariants = [
  'primary',
  'primary-outline',
  'secondary',
  'secondary-outline',
  'white',
  'white-outline',
  'black',
  'black-outline',
] as const;
export const buttonSizes = ['xs', 'sm', 'base', 'lg', 'xl'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'border-primary bg-primary text-primary-text hover:brightness-95',
  'primary-outline': 'border-primary bg-transparent text-current hover:bg-primary hover:text-primary-text',
  secondary: 'border-secondary bg-secondary text-secondary-text hover:brightness-110',
  'secondary-outline':
    'border-secondary bg-transparent text-secondary hover:bg-secondary hover:text-secondary-text',
  white: 'border-white bg-white text-gray-900 hover:bg-gray-100',
  'white-outline': 'border-white bg-transparent text-white hover:bg-white hover:text-gray-900',
  black: 'border-gray-950 bg-gray-950 text-white hover:bg-gray-800',
  'black-outline': 'border-gray-950 bg-transparent text-gray-950 hover:bg-gray-950 hover:text-white',
};

const sizeClasses: Record<ButtonSize, string> = {
  xs: 'min-h-7 gap-1 px-3 text-xs',
  sm: 'min-h-9 gap-1.5 px-4 text-sm',
  base: 'min-h-11 gap-2 px-5 text-base',
  lg: 'min-h-12 gap-2 px-7 text-lg',
  xl: 'min-h-14 gap-3 px-9 text-xl',
};

/** The classes of a button of one variant and size (also used for links that look like buttons). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'base',
  extra = '',
): string {
  return [
    'inline-flex items-center justify-center rounded-full border-2 font-semibold transition',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variantClasses[variant],
    sizeClasses[size],
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
