import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'outline' | 'ghost' | 'subtle' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-gray-300',
  outline:
    'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:border-gray-300 disabled:bg-white disabled:text-gray-500',
  ghost: 'text-gray-700 hover:bg-gray-100 disabled:bg-transparent disabled:text-gray-400',
  subtle:
    'bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:bg-gray-100 disabled:text-gray-500',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-gray-300',
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-5 text-base',
};

/** Classes of the shop's button, for links that must look like one. */
export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-150 disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    extra,
  );

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
