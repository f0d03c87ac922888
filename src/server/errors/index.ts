export * from './app-error';
export * from './codes';
