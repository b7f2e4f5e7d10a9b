import { create } from 'zustand';

// Interface flags of the spec's user store. The user itself is server data and lives in the
// query cache (queryKeys.me).

interface UserUiState {
  isLoading: boolean;
  hasNetworkError: boolean;
  isAccountMenuOpen: boolean;
  isMobileMenuOpen: boolean;
  isSearchLocationsModalOpen: boolean;
  isLogoutModalOpen: boolean;
  isLoggingOut: boolean;
  setLoading: (value: boolean) => void;
  setNetworkError: (value: boolean) => void;
  setAccountMenuOpen: (value: boolean) => void;
  setMobileMenuOpen: (value: boolean) => void;
  setSearchLocationsModalOpen: (value: boolean) => void;
  setLogoutModalOpen: (value: boolean) => void;
  setLoggingOut: (value: boolean) => void;
  closeMenus: () => void;
}

export const useUserStore = create<UserUiState>()((set) => ({
  isLoading: false,
  hasNetworkError: false,
  isAccountMenuOpen: false,
  isMobileMenuOpen: false,
  isSearchLocationsModalOpen: false,
  isLogoutModalOpen: false,
  isLoggingOut: false,
  setLoading: (isLoading) => set({ isLoading }),
  setNetworkError: (hasNetworkError) => set({ hasNetworkError }),
  setAccountMenuOpen: (isAccountMenuOpen) => set({ isAccountMenuOpen }),
  setMobileMenuOpen: (isMobileMenuOpen) => set({ isMobileMenuOpen }),
  setSearchLocationsModalOpen: (isSearchLocationsModalOpen) => set({ isSearchLocationsModalOpen }),
  setLogoutModalOpen: (isLogoutModalOpen) => set({ isLogoutModalOpen }),
  setLoggingOut: (isLoggingOut) => set({ isLoggingOut }),
  closeMenus: () => set({ isAccountMenuOpen: false, isMobileMenuOpen: false }),
}));
