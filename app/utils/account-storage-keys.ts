/**
 * Where the browser keeps what it knows of the signed-in customer (auth-store.ts,
 * client-data-store.ts). In a module of their own so the root can tell, without loading those
 * stores, whether there is anything to keep in step or to clear after a log-out.
 */
export const AUTH_STORE_KEY = 'kcal.auth'
export const CLIENT_DATA_KEY = 'kcal.clientData'
