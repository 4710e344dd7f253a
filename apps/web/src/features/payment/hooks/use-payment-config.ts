import { useQuery } from '@tanstack/react-query';
import { getPaymentConfig } from '../api/payment-api';

/** Which checkout to show (PayPal or the test checkout); fixed for the server's lifetime. */
export const usePaymentConfig = () => useQuery({ queryKey: ['payment', 'config'], queryFn: getPaymentConfig, staleTime: Infinity });
