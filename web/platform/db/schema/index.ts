export * from './applications';
export * from './auth';
export * from './education';
export * from './experience';
export * from './follows';
export * from './inquiry';
export * from './newsletter';
export * from './profile';
