import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::organization-chart.organization-chart', { only: ['find', 'findOne'] });
