export * from './auth';
export * from './catalogue';
export * from './common';
export * from './enquiries';
export * from './enrollment';
export * from './learning';
export * from './profile';
export * from './site';
