import 'i18next';

// t() never answers null: a missing string answers its key.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
