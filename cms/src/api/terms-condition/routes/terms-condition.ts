import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::terms-condition.terms-condition', { only: ['find'] });
