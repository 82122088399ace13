import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::management.management', { only: ['find', 'findOne'] });
