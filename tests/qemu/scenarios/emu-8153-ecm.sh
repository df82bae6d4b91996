# shellcheck shell=bash disable=SC2034
desc="RTL8153 with its CDC ECM configuration and a version r8152 does not know (--ecm --rtl-version 7c00): r8152 leaves it, USB core chooses the ECM configuration, r8153_ecm binds; the R2S-style node names the device and has the board's address: 'not used: r8153_ecm cannot program an address into the device, keeping' the chip's address (iMACAddress, the one its filter uses); pings at it"
overlay=emu-8153-r2s.dtso
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01 --ecm --rtl-version 7c00)
EMU_DRV=r8153_ecm
EMU_EXPECT=00:e0:4c:53:00:01
EMU_NODE=/pcie@10000000/usb@2,0/device@5
# in the ECM configuration the chip's firmware negotiates on its own from
# power-on, long before a driver binds; usbnet turns the carrier on at
# probe (no FLAG_LINK_INTR), so a NETWORK_CONNECTION "disconnected" that
# came after the interface was up would race the guest's carrier check
EMU_ANEG_MS=20
board_mac=02:11:22:33:81:53
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(BOARD_MAC="$board_mac")

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	# once per probe of USB core's generic driver: at enumeration, and
	# again if r8152's module registers its device driver after that
	# (usb_register_device_driver() reprobes devices the generic driver
	# holds, __usb_bus_reprobe_drivers(); r8152-cfgselector declines an
	# unknown version and the generic driver configures the device again)
	host_ok "the host set configuration 2 (CDC ECM), once per probe of the generic driver (1 or 2)" \
		sh -c "'$emu_dir/emulog' '$log' count config value=2 | grep -qx '[12]'"
	host_is "$("$emu_dir/emulog" "$log" count config value=1)" 0 "never the vendor configuration"
	host_is "$("$emu_dir/emulog" "$log" count mac)" 0 "PLA_IDR never written: r8153_ecm cannot program an address"
	host_ok "r8153_ecm set the CDC packet filter (directed and broadcast at least)" \
		sh -c "'$emu_dir/emulog' '$log' count ecm_filter | grep -qv '^0$'"
	host_is "$("$emu_dir/emulog" "$log" count rx_drop)" 0 "no frame for the guest refused by the chip's filter"
}
