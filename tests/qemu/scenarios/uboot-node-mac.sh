# shellcheck shell=bash
desc="virt through the project's U-Boot: its smsc95xx is eth1 after the node's ethernet1 alias; boot 1 (no eth1addr): it takes the node's local-mac-address, no warning; boot 2 (eth1addr set): U-Boot warns that DT and environment differ and uses the environment's, which its fixup writes into the node for Linux"
boot=uboot
board_uboot_bin=build/u-boot-qemu_arm64.bin
overlay=uboot-node-mac.dtso
timeout=240
boots=2
uboot_cmds="usb start; usb tree -n; net list; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_NODE=/pcie@10000000/usb@2,0/hub@5/ethernet@1
if [ "$BOOT" = 1 ]; then
	uboot_env=(ipaddr=10.0.2.15 netmask=255.255.255.0)
	EMU_EXPECT=02:aa:bb:cc:dd:01
else
	uboot_env=(eth1addr=02:de:ad:be:ef:98 ipaddr=10.0.2.15 netmask=255.255.255.0)
	EMU_EXPECT=02:de:ad:be:ef:98
fi
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/uboot.sh"
emu_host_extra() {
	local u
	u=$(tr -d '\r' <"$UBOOT_LOG")
	uboot_node_is "$UBOOT_LOG" "Vendor specific" "$EMU_NODE" "U-Boot bound the LAN9514 to $EMU_NODE"
	host_ok "U-Boot's smsc95xx is eth1 (the node's alias) with $EMU_EXPECT" grep -q "eth1 : smsc95xx_eth $EMU_EXPECT active" <<<"$u"
	host_ok "U-Boot pinged the emulator's peer through the LAN9514" grep -q "host 10.0.2.2 is alive" <<<"$u"
	if [ "$BOOT" = 1 ]; then
		host_ok "no address mismatch warning: the environment had none" sh -c '! grep -q "MAC addresses don.t match" "$0"' "$UBOOT_LOG"
	else
		host_ok "U-Boot warned: the node's and the environment's address differ" \
			grep -Pzq 'Warning: smsc95xx_eth MAC addresses don.t match:\nAddress in DT is\t\t02:aa:bb:cc:dd:01\nAddress in environment is\t02:de:ad:be:ef:98' <<<"$u"
	fi
}
