export * from './brand';
export * from './page-markers';
export * from './palette';
export * from './routes';
