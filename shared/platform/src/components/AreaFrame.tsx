import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, HStack, Link, Text } from '@chakra-ui/react';

export interface AreaNavItem {
  to: string;
  label: string;
  /** Match only the exact path (default true). */
  end?: boolean;
}

export interface AreaFrameProps {
  /** Remote name, set as data-remote on the root (tests). */
  remote: string;
  title: ReactNode;
  subtitle?: ReactNode;
  nav?: AreaNavItem[];
  navLabel?: string;
  /** The frame's stand-in while the remote's code loads: `data-remote-loading` instead of `data-remote`, busy. */
  loading?: boolean;
  children: ReactNode;
}

/** The navigation frame of a remote's area: title, sub-navigation (links, aria-current) and the area's content. */
export function AreaFrame({ remote, title, subtitle, nav, navLabel, loading = false, children }: AreaFrameProps) {
  return (
    <Box {...(loading ? { 'data-remote-loading': remote, 'aria-busy': true } : { 'data-remote': remote })} px={{ base: '3', md: '0' }} py={{ base: '4', md: '0' }}>
      <Box mb="5">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
          {title}
        </Text>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Box>
      {nav && nav.length > 0 && (
        // Below md only: from md up the shell's sidebar is the area's one navigation (the same places twice on
        // screen, issue 12); below md the sidebar is a closed drawer. The links wrap onto a second line on a narrow
        // screen (no scroll arrows, no clipped label), and each is at least 44 px high (WCAG target size).
        <HStack as="nav" aria-label={navLabel} gap="1" borderBottomWidth="1px" mb="6" flexWrap="wrap" rowGap="0" pb="0" hideFrom="md">
          {nav.map((item) => (
            <Link
              key={item.to}
              asChild
              display="inline-flex"
              alignItems="center"
              minH="11"
              px="3"
              py="2"
              whiteSpace="nowrap"
              color="fg.muted"
              fontWeight="medium"
              borderBottomWidth="2px"
              borderColor="transparent"
              mb="-1px"
              textDecoration="none"
              _hover={{ color: 'fg', textDecoration: 'none' }}
              _currentPage={{ color: 'brand.fg', borderColor: 'brand.solid' }}
            >
              <NavLink to={item.to} end={item.end ?? true}>
                {item.label}
              </NavLink>
            </Link>
          ))}
        </HStack>
      )}
      <Box>{children}</Box>
    </Box>
  );
}

