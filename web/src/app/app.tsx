import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { keepMediaSession } from '@/lib/media-session';
import { createQueryClient } from '@/lib/query-client';
import { EnrolmentSlots } from './access-slots';
import { AppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => keepMediaSession(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <EnrolmentSlots>
        <AppRouter />
      </EnrolmentSlots>
    </QueryClientProvider>
  );
}
