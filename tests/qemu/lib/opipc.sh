# shellcheck shell=bash
# Host-side checks shared by the Orange Pi PC scenarios that boot through
# the project's U-Boot (board opipc; source after tests/emu/scenario-lib.sh).

# opipc_uboot_boot_checks: U-Boot's SPL came from the SD card, U-Boot
# loaded its environment from it and booted the kernel without a fixup
# error
opipc_uboot_boot_checks() {
	host_ok "U-Boot's SPL ran from the SD card (QEMU's boot ROM)" grep -q "^U-Boot SPL " "$UBOOT_LOG"
	host_ok "U-Boot loaded its environment from the SD card" \
		grep -q "Loading Environment from FAT... OK" "$UBOOT_LOG"
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" "$UBOOT_LOG"
	host_ok "U-Boot reported no fixup error" sh -c '! grep -q "Unable to update property" "$0"' "$UBOOT_LOG"
}

# opipc_uboot_nic_checks ADDRESS: U-Boot's own smsc95xx on the SoC's EHCI:
# the USB scan found the LAN9514, which is eth1 (eth0 is the board's
# EMAC) with ADDRESS, and a ping through it reached the emulator's peer
opipc_uboot_nic_checks() {
	local u
	u=$(tr -d '\r\b' <"$UBOOT_LOG")
	host_ok "U-Boot's usb tree: the LAN9514 on an EHCI root port" grep -q "Vendor specific (424:ec00)\|+-2  Vendor specific" <<<"$u"
	host_ok "U-Boot's smsc95xx is eth1 with $1" grep -q "eth1 : smsc95xx_eth $1" <<<"$u"
	host_ok "U-Boot pinged the emulator's peer through the LAN9514" grep -q "host 10.0.2.2 is alive" <<<"$u"
}

# opipc_clock_during: with opipc_clock_guest (tests/guest/lib/opipc.sh):
# the guest sleeps 5 s by its clock between two lines; the host measures
# the wall time between them (QEMU's guest clock follows the host's): a
# guest clock 2.6 times fast (CNTFRQ as U-Boot left it without the /timer
# fix) would take 2 s
opipc_clock_during() {
	local a b
	console_wait "\] @@CLOCK-A\$" 120 || return
	a=$(date +%s%N)
	console_wait "\] @@CLOCK-B\$" 60 || return
	b=$(date +%s%N)
	echo "$(((b - a) / 1000000))" >"$SCEN_DIR/clock$BOOT.ms"
}
opipc_clock_checks() {
	local ms
	ms=$(cat "$SCEN_DIR/clock$BOOT.ms" 2>/dev/null)
	host_ok "the guest's 5 s took 4.5 to 8 s of the host's ($ms ms): Linux's clock is right after U-Boot" \
		test "${ms:-0}" -ge 4500 -a "${ms:-0}" -le 8000
}
