import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::certificate.certificate', { only: ['find', 'findOne'] });
