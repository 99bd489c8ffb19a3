// @kala/contract: the schemas, types, messages and constants shared by apps/server and apps/web.
export * from './admin';
export * from './artworks';
export * from './chat';
export * from './commerce';
export * from './common';
export * from './constants';
export * from './cookies';
export * from './errors';
export * from './languages';
export * from './media';
export { inEnglish, setActiveTexts } from './texts/live';
export * from './messages';
export * from './moderation';
export * from './notifications';
export * from './studio';
export * from './users';
export * from './money';
export * from './india-states';
