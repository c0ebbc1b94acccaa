export { resolve } from './presentation';
export { structure } from './structure';
