# shellcheck shell=bash
board=opipc
desc="Orange Pi PC (arm32) through the project's orangepi_pc U-Boot from an SD image: U-Boot's own smsc95xx brings up the emulated LAN9514 on the SoC's EHCI1 with eth1addr and pings the emulator; the fixup writes it into aliases/ethernet1; Linux's smsc95xx takes it over with that address and the label; Linux's clock is right (the /timer fix)"
boot=uboot
overlay=uboot-lan.dtso
timeout=300
uboot_env=(eth1addr=02:de:ad:be:ef:97 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; setenv ethact smsc95xx_eth; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:de:ad:be:ef:97
EMU_NODE=/soc/usb@1c1b000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/opipc.sh"
host_during() { opipc_clock_during; }
emu_host_extra() {
	opipc_uboot_boot_checks
	opipc_uboot_nic_checks 02:de:ad:be:ef:97
	opipc_clock_checks
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" \
		"02:de:ad:be:ef:97 " "ADDRH/ADDRL held only eth1addr (U-Boot's, then Linux's)"
}
