# shellcheck shell=bash disable=SC2034
# Both series. A USB reset leaves the RTL8153's MAC and PHY as r8152 set
# them (tests/emu/rtl8153.c, r53_usb_reset(): rtl8152_post_reset() does no
# init and keeps tp->ocp_base). When the emulator returned the chip to
# power-on at the reset, 7.3's set_carrier(), which reads BMSR through the
# OCP window, read the page at the power-on PLA_OCP_GPHY_BASE (0x2000)
# under the driver's cached 0xa000 and never turned the carrier on.
desc="RTL8153 (r8152) as on the NanoPi R2S: USBDEVFS_RESET with the board's address (it stays, addr_assign_type 0, PLA_IDR programmed again), then with an address user space set (ip link set address: it survives, addr_assign_type 3, PLA_IDR programmed with it); the interface survives both (pre_reset/post_reset); pings after each"
overlay=emu-8153-r2s.dtso
timeout=180
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01)
EMU_EXPECT=02:11:22:33:81:53
EMU_NODE=/pcie@10000000/usb@2,0/device@5
EMU_USER_MAC=02:aa:bb:cc:81:53
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_USER_MAC="$EMU_USER_MAC")

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	# probe, the first reset (the board's address again), the user's
	# address, the second reset (the user's again)
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | tr '\n' ' ')" \
		"$EMU_EXPECT $EMU_EXPECT $EMU_USER_MAC $EMU_USER_MAC " \
		"PLA_IDR: the board's at probe and after the first reset, the user's when set and after the second reset"
	host_is "$("$emu_dir/emulog" "$log" count usb_reset config=1)" 3 \
		"three resets of the configured device: the probe's (rtl8152_probe_once()) and the two USBDEVFS_RESETs"
	host_ok "no storm of register reads (7.3's set_carrier() rescheduling itself on a BMSR read from the wrong OCP page)" \
		test "$("$emu_dir/emulog" "$log" field stats reg_reads)" -lt 5000
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "every PLA_IDR write came under the PLA_CRWECR lock"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=PLA_BACKUP)" 0 \
		"the chip's own address (PLA_BACKUP) never read: the board's node names the device"
}
