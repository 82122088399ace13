import type { Core } from '@strapi/strapi';

/**
 * Checks this site adds to admin routes that Strapi's own packages register with too few: each
 * route (its owner — `admin` or a plugin —, method and path) and the policy it gets, with why.
 * Applied in the register phase, before Strapi mounts the routes; `e2e/admin-routes.spec.ts`
 * holds every route of the CMS, these included, to what each role may do.
 */
interface ExtraPolicy {
  owner: string;
  method: string;
  path: RegExp;
  policy: string | { name: string; config: Record<string, unknown> };
  why: string;
}

export const EXTRA_POLICIES: readonly ExtraPolicy[] = [
  {
    owner: 'i18n',
    method: 'PUT',
    path: /^\/settings$/,
    policy: { name: 'admin::hasPermissions', config: { actions: ['plugin::i18n.locale.update'] } },
    why: "the languages' settings: Strapi lets any admin, an Author too, change them",
  },
  {
    owner: 'content-manager',
    method: 'GET',
    path: /^\/preview\/url\//,
    policy: 'global::may-preview',
    why: "Strapi signs a preview link for any admin: one who may not read that version (an Author, someone else's draft) got it",
  },
  {
    owner: 'content-manager',
    method: 'POST',
    path: /^\/collection-types\/:model\/(auto-)?clone\/:sourceId$/,
    policy: 'global::clone-source-readable',
    why: 'Strapi checks only that the editor may create: an Author got a copy of a draft they may not read',
  },
  {
    owner: 'content-manager',
    method: 'POST',
    path: /^\/collection-types\/:model\/actions\/bulkFindForValidation$/,
    policy: 'global::documents-readable',
    why: "Strapi checks only that the editor may read the type: an Author read anyone's drafts in full",
  },
  {
    owner: 'i18n',
    method: 'GET',
    path: /^\/content-manager\/get-fill-from-locale\/:model$/,
    policy: 'global::fill-source-readable',
    why: "Strapi checks only that the editor may read the type: an Author copied anyone's draft in full from the other language",
  },
  {
    owner: 'i18n',
    method: 'POST',
    path: /^\/content-manager\/actions\/get-non-localized-fields$/,
    policy: 'global::documents-readable',
    why: "Strapi checks only that the editor may read the type: an Author read the shared fields of anyone's draft",
  },
  {
    owner: 'content-manager',
    method: 'PUT',
    path: /^\/components\/:uid\/configuration$/,
    policy: { name: 'admin::hasPermissions', config: { actions: ['plugin::content-manager.components.configure-layout'] } },
    why: "Strapi checks nothing: any admin, an Author too, could rewrite a component's labels and layout for everyone",
  },
  {
    owner: 'content-manager',
    method: 'GET',
    path: /^\/relations\//,
    policy: 'global::relation-readable',
    why: 'a relation field the editor may not read answered 500 (src/policies/relation-readable.ts)',
  },
  {
    owner: 'admin',
    method: 'POST',
    path: /^\/permissions\/check$/,
    policy: 'global::permissions-listed',
    why: 'a body without its list of permissions answered 500',
  },
  {
    owner: 'admin',
    method: 'POST',
    path: /^\/webhooks\/:id\/trigger$/,
    policy: 'global::webhook-exists',
    why: 'a webhook that does not exist answered 500',
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/actions\/bulk-(delete|move)$/,
    policy: 'global::media-owned',
    why: "Strapi checks no file's owner: an Author deleted and moved everyone's media, a folder's with it",
  },
  {
    owner: 'upload',
    method: 'PUT',
    path: /^\/folders\/:id$/,
    policy: 'global::media-owned',
    why: "Strapi checks no file's owner: an Author renamed and moved folders holding everyone's media",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/folders$/,
    policy: 'global::media-owned',
    why: "Strapi checks no folder's owner: an Author made folders inside folders holding everyone's media",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/$/,
    policy: 'global::media-owned',
    why: "an upload (or a file's information changed) names the folder its file goes into: an Author put files into someone else's folder",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/files$/,
    policy: 'global::media-owned',
    why: "an upload names the folder its file goes into: an Author put files into someone else's folder",
  },
  {
    owner: 'upload',
    method: 'PUT',
    path: /^\/files\/:id$/,
    policy: 'global::media-owned',
    why: "a file's information names its folder: an Author moved their file into someone else's folder",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/actions\/bulk-update$/,
    policy: 'global::media-owned',
    why: "files changed together each name their folder, and may be anyone's: an Author moved files into someone else's folder",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/$/,
    policy: 'global::media-live',
    why: "a file's information changed or the file replaced (?id=) changes the pages that show it: an Author changed a published article's picture",
  },
  {
    owner: 'upload',
    method: 'PUT',
    path: /^\/files\/:id$/,
    policy: 'global::media-live',
    why: "a file's information changes the pages that show it: an Author changed a published article's picture",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/files\/:id\/replace$/,
    policy: 'global::media-live',
    why: 'a file replaced changes the pages that show it',
  },
  {
    owner: 'upload',
    method: 'DELETE',
    path: /^\/files\/:id$/,
    policy: 'global::media-live',
    why: 'a file deleted leaves the pages that showed it without it',
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/actions\/bulk-(delete|update)$/,
    policy: 'global::media-live',
    why: 'files deleted or changed together change the pages that show them',
  },
  {
    owner: 'upload',
    method: 'PUT',
    path: /^\/configuration$/,
    policy: 'global::media-view-settings',
    why: "every admin's library reads the one view setting: a page size of -5 left them all answering 400",
  },
  {
    owner: 'upload',
    method: 'POST',
    path: /^\/actions\/upload-from-urls$/,
    policy: 'global::not-offered',
    why: "fetches any address for any admin: 0.0.0.0 and a redirect reach the CMS's own machine past Strapi's private-address check",
  },
  {
    owner: 'email',
    method: 'POST',
    path: /^\/$/,
    policy: 'global::not-offered',
    why: "sends any e-mail to anyone through the company's SMTP server for any admin, an Author too; the admin panel never uses it",
  },
  {
    owner: 'admin',
    method: 'GET',
    path: /^\/license-trial-time-left$/,
    policy: 'global::not-offered',
    why: "the Enterprise Edition's trial: asks Strapi's license server on the internet for a license this CMS does not have (500)",
  },
];

interface RouteInput {
  method: string;
  path: string;
  config?: { policies?: unknown[] };
}
type Routers = Record<string, { routes?: RouteInput[] } | unknown>;

const routersOf = (strapi: Core.Strapi, owner: string): Routers | undefined =>
  (owner === 'admin' ? strapi.admin?.routes : strapi.plugin(owner)?.routes) as Routers | undefined;

/** Adds each extra policy to its route; a route that is gone (a Strapi upgrade) stops the CMS with one line. */
export function addRoutePolicies(strapi: Core.Strapi): void {
  for (const extra of EXTRA_POLICIES) {
    const routes = Object.values(routersOf(strapi, extra.owner) ?? {}).flatMap(
      (router) => (router as { routes?: RouteInput[] }).routes ?? [],
    );
    const matching = routes.filter((route) => route.method === extra.method && extra.path.test(route.path));
    if (matching.length === 0) {
      throw new Error(
        `[route policies] ${extra.owner} no longer has ${extra.method} ${extra.path}: check src/permissions/route-policies.ts`,
      );
    }
    for (const route of matching) {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), extra.policy] };
    }
  }
}
