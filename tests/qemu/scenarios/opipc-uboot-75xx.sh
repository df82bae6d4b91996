# shellcheck shell=bash
board=opipc
desc="Orange Pi PC (arm32) through the project's U-Boot: its lan75xx brings up the emulated LAN7500 on the SoC's EHCI2 with eth1addr and pings the emulator; the fixup writes it into aliases/ethernet1; Linux's smsc75xx takes the chip over with that address (registers, perfect filter) and the label"
boot=uboot
overlay=uboot-lan75xx.dtso
timeout=300
# EHCI2 (usb@1c1c000), not the board's default EHCI1
board_usb_bus=usb-bus.2
uboot_env=(eth1addr=02:de:ad:be:75:00 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; setenv ethact lan75xx_eth; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan7500
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:de:ad:be:75:00
EMU_NODE=/soc/usb@1c1c000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/opipc.sh"
emu_host_extra() {
	local u
	u=$(tr -d '\r\b' <"$UBOOT_LOG")
	opipc_uboot_boot_checks
	host_ok "U-Boot's lan75xx is eth1 with eth1addr" grep -q "eth1 : lan75xx_eth 02:de:ad:be:75:00" <<<"$u"
	host_ok "U-Boot pinged the emulator's peer through the LAN7500" grep -q "host 10.0.2.2 is alive" <<<"$u"
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs RX_ADDRH/RX_ADDRL | sort -u | tr '\n' ' ')" \
		"02:de:ad:be:75:00 " "RX_ADDRH/RX_ADDRL held only eth1addr (U-Boot's, then Linux's)"
}
