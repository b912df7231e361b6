export * from './assessment';
export * from './audit';
export * from './auth';
export * from './catalogue';
export * from './enquiries';
export * from './enrollment';
export * from './learning';
export * from './profile';
