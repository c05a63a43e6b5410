export * from './brand';
export * from './routes';
