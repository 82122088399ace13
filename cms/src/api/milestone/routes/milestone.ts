import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::milestone.milestone', { only: ['find', 'findOne'] });
