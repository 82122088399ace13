import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::whatsapp.whatsapp', { only: ['find'] });
