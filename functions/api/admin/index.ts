import { adminRouter } from '#functions/api/api-env.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminPushRoutes } from './push.ts';
import { adminReportRoutes } from './reports.ts';
import { adminSupplierRoutes } from './suppliers.ts';
import { adminUserRoutes } from './users.ts';

/** The admin area (spec §1: users, suppliers, push trigger); app.ts lets administrators only. */
export const adminRoutes = adminRouter()
  .route('/user', adminUserRoutes)
  .route('/report', adminReportRoutes)
  .route('/supplier', adminSupplierRoutes)
  .route('/audit', adminAuditRoutes)
  .route('/push', adminPushRoutes);
