export { phonemize } from './phonemize';
