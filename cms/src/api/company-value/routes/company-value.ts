import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::company-value.company-value', { only: ['find'] });
