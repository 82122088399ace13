import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::news.news', { only: ['find', 'findOne'] });
