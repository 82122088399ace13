import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::career-page.career-page', { only: ['find'] });
