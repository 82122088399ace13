import { factories } from '@strapi/strapi';

/** Only creating: messages are read in the admin panel, never through the content API. */
export default factories.createCoreRouter('api::contact-message.contact-message', { only: ['create'] });
