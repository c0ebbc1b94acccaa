export { default, metadata } from '@/components/error/not-found-boundary';
