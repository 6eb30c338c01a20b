export * from './model-range';
