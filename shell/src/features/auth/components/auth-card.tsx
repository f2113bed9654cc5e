import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { SITE_NAME } from 'shared/rules';


/** Centered card used by every login page. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(135deg, #fff7e6 0%, #ffe7ba 100%)',
      }}
    >
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          {SITE_NAME}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {title}
        </Typography.Paragraph>
        {children}
      </Card>
    </div>
  );
}
