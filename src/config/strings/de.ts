import { en } from './en.ts';
export const de = en;
