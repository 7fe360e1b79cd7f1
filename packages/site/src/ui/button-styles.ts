/** The seven button styles of the spec, as Tailwind classes. */
export const BUTTON_STYLES: Record<string, string> = {
  default: 'bg-stone-900 text-white hover:bg-stone-700',
  primary: 'bg-red-800 text-white hover:bg-red-900',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  secondary: 'bg-amber-100 text-stone-900 hover:bg-amber-200',
  outline: 'border border-current bg-transparent hover:bg-stone-900/5',
  link: 'px-0! py-0! underline-offset-4 hover:underline',
  ghost: 'bg-transparent hover:bg-stone-900/10',
};

export const buttonClass = (variant: string, size: 'sm' | 'md' = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors ${
    size === 'sm' ? 'px-3 py-1.5 text-sm' : 'px-5 py-2.5'
  } ${BUTTON_STYLES[variant] ?? BUTTON_STYLES.default}`;
