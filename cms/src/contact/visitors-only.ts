import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { editorLanguage } from '../editor-language';
import { abilityOfRequest } from '../permissions/permitted-where';
import { CONTENT_TYPES } from '@site/contracts/content-types';

const CONTACT_MESSAGE = CONTENT_TYPES.contactMessage.uid;
const WRITES = new Set(['create', 'update', 'clone', 'publish']);

/**
 * Contact messages are a visitor's, sent through the site's form only (captcha, rate limit, the
 * contract's checks): in an admin's request — any role, any route — they are read and deleted, never
 * written. An Author stored a "visitor's" message through the Content Manager, and it was queued
 * for the company's inbox with the Author's reply address (the tenth attack). Register phase.
 */
export function contactMessagesFromVisitorsOnly(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== CONTACT_MESSAGE || !WRITES.has(context.action) || !abilityOfRequest(strapi)) return next();
    throw new errors.ForbiddenError(
      editorLanguage(strapi) === 'id'
        ? 'Pesan kontak hanya datang dari formulir di situs: di panel admin pesan dapat dibaca dan dihapus, tidak ditulis.'
        : "Contact messages come from the site's form only: in the admin they are read and deleted, not written.",
    );
  });
}
