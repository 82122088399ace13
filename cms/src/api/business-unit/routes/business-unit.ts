import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::business-unit.business-unit', { only: ['find', 'findOne'] });
