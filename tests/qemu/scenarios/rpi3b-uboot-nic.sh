# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B, U-Boot's own NIC: rpi_3's smsc95xx brings up the emulated LAN9514 behind QEMU's hub with ethaddr/usbethaddr and pings the emulator; the fixup puts the address into aliases/ethernet0 for Linux"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
uboot_env=(ethaddr=02:de:ad:be:ef:97 usbethaddr=02:de:ad:be:ef:97 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree; net list; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
# U-Boot's part only: the emulator's checks of Linux's driver do not apply
# (QEMU's dwc2 after U-Boot: see tests/qemu/boards/rpi3b.sh)
host_post() {
	local log=$SCEN_DIR/emu$BOOT.jsonl w=100
	while kill -0 "$emu_pid" 2>/dev/null && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
	kill "$emu_pid" 2>/dev/null
	wait "$emu_pid"
	host_is "$?" 0 "emulator exited 0 when QEMU went away"
	rpi3b_uboot_nic_checks 02:de:ad:be:ef:97
	rpi3b_uboot_boot_checks
	host_is "$("$emu_dir/emulog" "$log" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" "02:de:ad:be:ef:97 " \
		"ADDRH/ADDRL held only U-Boot's ethaddr"
	host_is "$("$emu_dir/emulog" "$log" tx-src 0x0806 | tr '\n' ' ')" "02:de:ad:be:ef:97 " \
		"U-Boot's ARP frames have ethaddr as source"
	host_is "$("$emu_dir/emulog" "$log" tx-src 0x0800 | tr '\n' ' ')" "02:de:ad:be:ef:97 " \
		"U-Boot's ICMP frames have ethaddr as source"
}
