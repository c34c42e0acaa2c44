export { plainText } from '@/lib/plain-text';
