/**
 * The largest request body a site server passes on to the CMS's /api — npm start's server
 * (scripts/lib/static-server.ts) and nginx (deploy/nginx.conf, rendered by scripts/lib/nginx.ts), through the serving policy (deploy/serving-policy.ts)
 * alike: a contact message is a few kilobytes (the CMS itself takes at most 16 KiB of one). A
 * larger body is answered 413 by the server and never reaches the CMS.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024;
